"""hf.LlamaRMSNorm -> F.threshold -> ReplicationPad1d -> hf.GELUTanh -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 3066, transformers#5, dim 0 x2411)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.activations import XIELUActivation
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> F.threshold -> ReplicationPad1d -> hf.GELUTanh -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=256)
        self.replicationpad1d_2 = nn.ReplicationPad1d(padding=1)
        self.gelutanh_3 = GELUTanh(use_gelu_tanh_python=True)
        self.xieluactivation_4 = XIELUActivation()

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.replicationpad1d_2(x)
        x = self.gelutanh_3(x)
        x = self.xieluactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(308608, 256)]


def get_init_inputs():
    return []

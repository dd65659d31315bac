"""RMSNorm -> hf.LlamaRMSNorm -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 1406, transformers#3, dim 0 x92)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """RMSNorm -> hf.LlamaRMSNorm -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=32)
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=32)
        self.fastgeluactivation_2 = FastGELUActivation()

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.llamarmsnorm_1(x)
        x = self.fastgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(736, 16, 32, 32)]


def get_init_inputs():
    return []

"""hf.GELUTanh -> hf.MistralRMSNorm -> F.unfold -> AvgPool1d: synthesised by warpgym synth (seed 7, index 126, transformers#4, dim 0 x159)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.GELUTanh -> hf.MistralRMSNorm -> F.unfold -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=16)
        self.avgpool1d_3 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = self.mistralrmsnorm_1(x)
        x = F.unfold(x, kernel_size=3)
        x = self.avgpool1d_3(x)
        return x


def get_inputs():
    return [torch.randn(1272, 64, 16, 16)]


def get_init_inputs():
    return []

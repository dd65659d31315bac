"""F.tanhshrink -> hf.LlamaRMSNorm -> Tanh -> torch.sinh: synthesised by warpgym synth (seed 9, index 773, transformers#4, dim 0 x99)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """F.tanhshrink -> hf.LlamaRMSNorm -> Tanh -> torch.sinh"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=128)
        self.tanh_2 = nn.Tanh()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.llamarmsnorm_1(x)
        x = self.tanh_2(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(792, 256, 128)]


def get_init_inputs():
    return []

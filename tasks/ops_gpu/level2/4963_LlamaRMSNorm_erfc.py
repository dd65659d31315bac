"""hf.LlamaRMSNorm -> torch.erfc: synthesised by warpgym synth (seed 9, index 380, transformers#2, dim 0 x4875)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> torch.erfc"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(9750, 8, 8, 16, 16)]


def get_init_inputs():
    return []

"""hf.LlamaRMSNorm -> Hardshrink: synthesised by warpgym synth (seed 7, index 5644, transformers#2, dim 0 x536)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=16)
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(8576, 32, 16, 16)]


def get_init_inputs():
    return []

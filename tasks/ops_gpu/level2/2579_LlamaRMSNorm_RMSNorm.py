"""hf.LlamaRMSNorm -> RMSNorm: synthesised by warpgym synth (seed 7, index 4077, transformers#2, dim 0 x426)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=16)
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=16)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(6816, 32, 16, 16)]


def get_init_inputs():
    return []

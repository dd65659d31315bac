"""hf.LlamaRMSNorm -> F.rrelu: synthesised by warpgym synth (seed 7, index 3616, transformers#2, dim 0 x337)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=32)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(2696, 16, 32, 32)]


def get_init_inputs():
    return []

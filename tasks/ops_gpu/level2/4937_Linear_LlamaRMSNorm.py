"""Linear -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 9, index 337, transformers#2, dim 0 x367)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """Linear -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=32, out_features=32)
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=32)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.llamarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1468, 32, 32, 32)]


def get_init_inputs():
    return []

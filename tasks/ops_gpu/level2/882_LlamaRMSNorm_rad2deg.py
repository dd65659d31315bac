"""hf.LlamaRMSNorm -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 1442, transformers#2, dim 0 x3557)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> torch.rad2deg"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=32)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(28456, 16, 32, 32)]


def get_init_inputs():
    return []

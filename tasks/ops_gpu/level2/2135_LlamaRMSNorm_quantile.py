"""hf.LlamaRMSNorm -> torch.quantile: synthesised by warpgym synth (seed 7, index 3274, transformers#2, dim 0 x107)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> torch.quantile"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = torch.quantile(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(1712, 32, 256)]


def get_init_inputs():
    return []

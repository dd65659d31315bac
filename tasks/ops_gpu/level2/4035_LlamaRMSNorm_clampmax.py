"""hf.LlamaRMSNorm -> torch.clamp_max: synthesised by warpgym synth (seed 7, index 6344, transformers#2, dim 0 x2551)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> torch.clamp_max"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=1024)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = torch.clamp_max(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(163264, 1024)]


def get_init_inputs():
    return []

"""torch.logsumexp -> torch.rad2deg -> torch.cumsum -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 7, index 3694, transformers#4, dim 0 x2153)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """torch.logsumexp -> torch.rad2deg -> torch.cumsum -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_3 = LlamaRMSNorm(hidden_size=32)

    def forward(self, x):
        x = torch.logsumexp(x, -1)
        x = torch.rad2deg(x)
        x = torch.cumsum(x, -1)
        x = self.llamarmsnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(34448, 32, 256)]


def get_init_inputs():
    return []

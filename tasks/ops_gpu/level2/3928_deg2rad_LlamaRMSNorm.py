"""torch.deg2rad -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 7, index 6187, transformers#2, dim 0 x1178)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """torch.deg2rad -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=8)

    def forward(self, x):
        x = torch.deg2rad(x)
        x = self.llamarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(4712, 16, 8, 8, 8)]


def get_init_inputs():
    return []

"""F.max_pool2d_with_indices -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 10, index 62, transformers#2, dim 0 x3392)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """F.max_pool2d_with_indices -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(108544, 128, 64)]


def get_init_inputs():
    return []

"""F.adaptive_max_pool1d_with_indices -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 4947, transformers#2, dim 0 x14208)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(3637248, 256)]


def get_init_inputs():
    return []

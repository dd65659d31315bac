"""torch.moveaxis -> hf.GemmaRMSNorm -> LayerNorm: synthesised by warpgym synth (seed 7, index 3345, transformers#3, dim 0 x3682)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.moveaxis -> hf.GemmaRMSNorm -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)
        self.layernorm_2 = nn.LayerNorm(normalized_shape=16)

    def forward(self, x):
        x = torch.moveaxis(x, 2, 1)
        x = self.gemmarmsnorm_1(x)
        x = self.layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(29456, 64, 16, 16)]


def get_init_inputs():
    return []

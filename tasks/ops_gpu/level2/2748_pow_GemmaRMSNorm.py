"""torch.pow -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 4338, transformers#2, dim 0 x3162)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.pow -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(404736, 256)]


def get_init_inputs():
    return []

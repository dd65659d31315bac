"""torch.qr -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 3074, transformers#2, dim 0 x13840)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.qr -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = torch.qr(x)[0]
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(55360, 16, 8, 8, 8)]


def get_init_inputs():
    return []

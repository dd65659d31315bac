"""torch.tril -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 10, index 14, transformers#2, dim 0 x302)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.tril -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = torch.tril(x)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1208, 32, 32, 32)]


def get_init_inputs():
    return []

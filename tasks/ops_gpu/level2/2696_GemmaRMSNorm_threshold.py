"""hf.GemmaRMSNorm -> F.threshold: synthesised by warpgym synth (seed 7, index 4266, transformers#2, dim 0 x1715)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> F.threshold"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(13720, 256, 128)]


def get_init_inputs():
    return []

"""hf.GemmaRMSNorm -> torch.arctan: synthesised by warpgym synth (seed 7, index 327, transformers#2, dim 0 x7632)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> torch.arctan"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(1953792, 256)]


def get_init_inputs():
    return []

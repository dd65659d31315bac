"""hf.GemmaRMSNorm -> torch.histc: synthesised by warpgym synth (seed 7, index 6819, transformers#2, dim 0 x5786)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> torch.histc"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(1481216, 256)]


def get_init_inputs():
    return []

"""torch.absolute -> hf.GemmaRMSNorm -> torch.cumsum: synthesised by warpgym synth (seed 7, index 5823, transformers#3, dim 0 x14773)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.absolute -> hf.GemmaRMSNorm -> torch.cumsum"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = torch.absolute(x)
        x = self.gemmarmsnorm_1(x)
        x = torch.cumsum(x, -1)
        return x


def get_inputs():
    return [torch.randn(59092, 16, 8, 8, 8)]


def get_init_inputs():
    return []

"""torch.remainder -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 4927, transformers#2, dim 0 x317)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.remainder -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = torch.remainder(x, x1)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(2536, 256, 128), torch.randn(2536, 256, 128)]


def get_init_inputs():
    return []

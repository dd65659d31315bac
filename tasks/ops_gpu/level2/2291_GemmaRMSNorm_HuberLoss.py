"""hf.GemmaRMSNorm -> HuberLoss: synthesised by warpgym synth (seed 7, index 3121, transformers#2, dim 0 x2617)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = self.gemmarmsnorm_0(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(334976, 256), torch.randn(334976, 256)]


def get_init_inputs():
    return []

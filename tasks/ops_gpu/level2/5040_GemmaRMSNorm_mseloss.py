"""hf.GemmaRMSNorm -> F.mse_loss: synthesised by warpgym synth (seed 7, index 6840, transformers#2, dim 0 x14852)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> F.mse_loss"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = self.gemmarmsnorm_0(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(59408, 16, 8, 8, 8), torch.randn(59408, 16, 8, 8, 8)]


def get_init_inputs():
    return []

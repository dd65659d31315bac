"""ConvTranspose1d -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 9, index 761, transformers#2, dim 0 x650)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """ConvTranspose1d -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=64, kernel_size=3, out_channels=128)
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.convtranspose1d_0(x)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(10400, 64, 128)]


def get_init_inputs():
    return []

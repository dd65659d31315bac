"""torch.sinc -> torch.min -> torch.qr -> torch.swapdims -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 3467, transformers#5, dim 0 x10253)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.sinc -> torch.min -> torch.qr -> torch.swapdims -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_4 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = torch.sinc(x)
        x = torch.min(x, x1)
        x = torch.qr(x)[0]
        x = torch.swapdims(x, -1, -2)
        x = self.gemmarmsnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(1312384, 256), torch.randn(1312384, 256)]


def get_init_inputs():
    return []

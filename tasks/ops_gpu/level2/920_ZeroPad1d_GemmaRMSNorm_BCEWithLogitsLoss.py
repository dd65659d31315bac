"""ZeroPad1d -> hf.GemmaRMSNorm -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 1253, transformers#3, dim 0 x875)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """ZeroPad1d -> hf.GemmaRMSNorm -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)
        self.bcewithlogitsloss_2 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.zeropad1d_0(x)
        x = self.gemmarmsnorm_1(x)
        x = self.bcewithlogitsloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(28000, 128, 64), torch.randn(28000, 128, 66)]


def get_init_inputs():
    return []

"""F.tanhshrink -> hf.GemmaRMSNorm -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 4268, transformers#3, dim 0 x1115)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """F.tanhshrink -> hf.GemmaRMSNorm -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = F.tanhshrink(x)
        x = self.gemmarmsnorm_1(x)
        x = self.multilabelsoftmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(285440, 512), torch.randn(285440, 512)]


def get_init_inputs():
    return []

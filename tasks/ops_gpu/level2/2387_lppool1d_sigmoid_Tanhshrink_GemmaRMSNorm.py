"""F.lp_pool1d -> F.sigmoid -> Tanhshrink -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 3765, transformers#4, dim 0 x1048)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """F.lp_pool1d -> F.sigmoid -> Tanhshrink -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_2 = nn.Tanhshrink()
        self.gemmarmsnorm_3 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = F.sigmoid(x)
        x = self.tanhshrink_2(x)
        x = self.gemmarmsnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(67072, 1024)]


def get_init_inputs():
    return []

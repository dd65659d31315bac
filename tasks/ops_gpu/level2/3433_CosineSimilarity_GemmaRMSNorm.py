"""CosineSimilarity -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 5392, transformers#2, dim 0 x593)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """CosineSimilarity -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(18976, 128, 64), torch.randn(18976, 128, 64)]


def get_init_inputs():
    return []

"""hf.GemmaRMSNorm -> CosineSimilarity -> Sigmoid -> Linear -> Hardswish: synthesised by warpgym synth (seed 9, index 407, transformers#5, dim 0 x1082)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> CosineSimilarity -> Sigmoid -> Linear -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.cosinesimilarity_1 = nn.CosineSimilarity()
        self.sigmoid_2 = nn.Sigmoid()
        self.linear_3 = nn.Linear(in_features=128, out_features=128)
        self.hardswish_4 = nn.Hardswish()

    def forward(self, x, x1):
        x = self.gemmarmsnorm_0(x)
        x = self.cosinesimilarity_1(x, x1)
        x = self.sigmoid_2(x)
        x = self.linear_3(x)
        x = self.hardswish_4(x)
        return x


def get_inputs():
    return [torch.randn(17312, 64, 128), torch.randn(17312, 64, 128)]


def get_init_inputs():
    return []

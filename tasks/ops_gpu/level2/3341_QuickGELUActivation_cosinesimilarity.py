"""hf.QuickGELUActivation -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 5258, transformers#2, dim 0 x757)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x, x1):
        x = self.quickgeluactivation_0(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(12112, 32, 16, 16), torch.randn(12112, 32, 16, 16)]


def get_init_inputs():
    return []

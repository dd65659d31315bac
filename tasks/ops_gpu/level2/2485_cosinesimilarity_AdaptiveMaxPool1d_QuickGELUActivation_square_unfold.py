"""F.cosine_similarity -> AdaptiveMaxPool1d -> hf.QuickGELUActivation -> torch.square -> F.unfold: synthesised by warpgym synth (seed 7, index 3928, transformers#5, dim 0 x3067)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """F.cosine_similarity -> AdaptiveMaxPool1d -> hf.QuickGELUActivation -> torch.square -> F.unfold"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)
        self.quickgeluactivation_2 = QuickGELUActivation()

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = self.adaptivemaxpool1d_1(x)
        x = self.quickgeluactivation_2(x)
        x = torch.square(x)
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(12268, 32, 32, 32), torch.randn(12268, 32, 32, 32)]


def get_init_inputs():
    return []

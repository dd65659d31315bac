"""torch.subtract -> Softmin -> Threshold -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 8, index 387, transformers#4, dim 0 x1845)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.subtract -> Softmin -> Threshold -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)
        self.accurategeluactivation_3 = AccurateGELUActivation()

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = self.softmin_1(x)
        x = self.threshold_2(x)
        x = self.accurategeluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(29520, 64, 128), torch.randn(29520, 64, 128)]


def get_init_inputs():
    return []

"""torch.t -> hf.AccurateGELUActivation -> torch.maximum -> Softshrink -> Sigmoid: synthesised by warpgym synth (seed 7, index 5261, transformers#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.t -> hf.AccurateGELUActivation -> torch.maximum -> Softshrink -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()
        self.softshrink_3 = nn.Softshrink()
        self.sigmoid_4 = nn.Sigmoid()

    def forward(self, x, x1):
        x = torch.t(x)
        x = self.accurategeluactivation_1(x)
        x = torch.maximum(x, x1)
        x = self.softshrink_3(x)
        x = self.sigmoid_4(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024), torch.randn(1024, 64)]


def get_init_inputs():
    return []

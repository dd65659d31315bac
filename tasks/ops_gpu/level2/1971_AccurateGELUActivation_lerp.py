"""hf.AccurateGELUActivation -> torch.lerp: synthesised by warpgym synth (seed 7, index 3106, transformers#2, dim 0 x953)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> torch.lerp"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()

    def forward(self, x, x1, x2):
        x = self.accurategeluactivation_0(x)
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(243968, 256), torch.randn(243968, 256), torch.randn(243968, 256)]


def get_init_inputs():
    return []

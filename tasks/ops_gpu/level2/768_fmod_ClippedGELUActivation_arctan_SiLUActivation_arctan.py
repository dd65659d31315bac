"""torch.fmod -> hf.ClippedGELUActivation -> torch.arctan -> hf.SiLUActivation -> torch.arctan: synthesised by warpgym synth (seed 7, index 1236, transformers#5, dim 0 x1481)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.fmod -> hf.ClippedGELUActivation -> torch.arctan -> hf.SiLUActivation -> torch.arctan"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)
        self.siluactivation_3 = SiLUActivation()

    def forward(self, x, x1):
        x = torch.fmod(x, x1)
        x = self.clippedgeluactivation_1(x)
        x = torch.arctan(x)
        x = self.siluactivation_3(x)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(11848, 16, 32, 32), torch.randn(11848, 16, 32, 32)]


def get_init_inputs():
    return []

"""torch.sign -> torch.diagonal -> hf.ClippedGELUActivation -> torch.nextafter: synthesised by warpgym synth (seed 7, index 571, transformers#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.sign -> torch.diagonal -> hf.ClippedGELUActivation -> torch.nextafter"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_2 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x, x1):
        x = torch.sign(x)
        x = torch.diagonal(x)
        x = self.clippedgeluactivation_2(x)
        x = torch.nextafter(x, x1)
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16), torch.randn(16, 16, 16)]


def get_init_inputs():
    return []

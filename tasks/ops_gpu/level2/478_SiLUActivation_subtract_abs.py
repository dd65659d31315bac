"""hf.SiLUActivation -> torch.subtract -> torch.abs: synthesised by warpgym synth (seed 7, index 759, transformers#3, dim 0 x391)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> torch.subtract -> torch.abs"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x, x1):
        x = self.siluactivation_0(x)
        x = torch.subtract(x, x1)
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(12512, 128, 64), torch.randn(12512, 128, 64)]


def get_init_inputs():
    return []

"""hf.SiLUActivation -> torch.atan2: synthesised by warpgym synth (seed 7, index 1869, transformers#2, dim 0 x4917)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x, x1):
        x = self.siluactivation_0(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(1258752, 256), torch.randn(1258752, 256)]


def get_init_inputs():
    return []

"""torch.true_divide -> torch.flipud -> hf.AccurateGELUActivation -> torch.sign: synthesised by warpgym synth (seed 8, index 262, transformers#4, dim 0 x1371)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.true_divide -> torch.flipud -> hf.AccurateGELUActivation -> torch.sign"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_2 = AccurateGELUActivation()

    def forward(self, x, x1):
        x = torch.true_divide(x, x1)
        x = torch.flipud(x)
        x = self.accurategeluactivation_2(x)
        x = torch.sign(x)
        return x


def get_inputs():
    return [torch.randn(5484, 16, 8, 8, 8), torch.randn(5484, 16, 8, 8, 8)]


def get_init_inputs():
    return []

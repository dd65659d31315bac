"""F.normalize -> torch.sub -> hf.QuickGELUActivation -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 2785, transformers#4, dim 0 x2710)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """F.normalize -> torch.sub -> hf.QuickGELUActivation -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_2 = QuickGELUActivation()
        self.hardsigmoid_3 = nn.Hardsigmoid()

    def forward(self, x, x1):
        x = F.normalize(x)
        x = torch.sub(x, x1)
        x = self.quickgeluactivation_2(x)
        x = self.hardsigmoid_3(x)
        return x


def get_inputs():
    return [torch.randn(10840, 32, 32, 32), torch.randn(10840, 32, 32, 32)]


def get_init_inputs():
    return []

"""F.hardsigmoid -> F.pairwise_distance -> torch.arctan -> Softmin -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 1347, transformers#5, dim 0 x266)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """F.hardsigmoid -> F.pairwise_distance -> torch.arctan -> Softmin -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.softmin_3 = nn.Softmin()
        self.fastgeluactivation_4 = FastGELUActivation()

    def forward(self, x, x1):
        x = F.hardsigmoid(x)
        x = F.pairwise_distance(x, x1)
        x = torch.arctan(x)
        x = self.softmin_3(x)
        x = self.fastgeluactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(8512, 128, 64), torch.randn(8512, 128, 64)]


def get_init_inputs():
    return []

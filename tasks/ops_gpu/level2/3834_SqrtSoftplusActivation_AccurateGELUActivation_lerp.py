"""hf.SqrtSoftplusActivation -> hf.AccurateGELUActivation -> torch.lerp: synthesised by warpgym synth (seed 7, index 6030, transformers#3, dim 0 x679)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> hf.AccurateGELUActivation -> torch.lerp"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x, x1, x2):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.accurategeluactivation_1(x)
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(5432, 64, 16, 16), torch.randn(5432, 64, 16, 16), torch.randn(5432, 64, 16, 16)]


def get_init_inputs():
    return []

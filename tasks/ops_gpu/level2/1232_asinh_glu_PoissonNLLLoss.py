"""torch.asinh -> F.glu -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 1688, torch#3, dim 0 x2784)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.asinh -> F.glu -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.poissonnllloss_2 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = torch.asinh(x)
        x = F.glu(x)
        x = self.poissonnllloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(11136, 16, 8, 8, 8), torch.randn(11136, 16, 8, 8, 4)]


def get_init_inputs():
    return []

"""ConstantPad3d -> torch.fix -> PairwiseDistance -> hf.XIELUActivation -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 2995, transformers#5, dim 0 x3023)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """ConstantPad3d -> torch.fix -> PairwiseDistance -> hf.XIELUActivation -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.pairwisedistance_2 = nn.PairwiseDistance()
        self.xieluactivation_3 = XIELUActivation()
        self.marginrankingloss_4 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2, x3):
        x = self.constantpad3d_0(x)
        x = torch.fix(x)
        x = self.pairwisedistance_2(x, x1)
        x = self.xieluactivation_3(x)
        x = self.marginrankingloss_4(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(24184, 64, 16, 16), torch.randn(24184, 66, 18, 18), torch.randn(24184, 66, 18), torch.randn(24184, 66, 18)]


def get_init_inputs():
    return []

"""hf.XIELUActivation -> torch.lgamma -> torch.topk -> torch.diag_embed -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 4714, transformers#5, dim 0 x750)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> torch.lgamma -> torch.topk -> torch.diag_embed -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.tripletmarginwithdistanceloss_4 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.xieluactivation_0(x)
        x = torch.lgamma(x)
        x = torch.topk(x, 2)[0]
        x = torch.diag_embed(x)
        x = self.tripletmarginwithdistanceloss_4(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(6000, 64, 16, 16), torch.randn(6000, 64, 16, 2, 2), torch.randn(6000, 64, 16, 2, 2)]


def get_init_inputs():
    return []

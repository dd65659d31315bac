"""hf.SiLUActivation -> torch.cosh -> hf.GemmaRMSNorm -> torch.flipud -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 4402, transformers#5, dim 0 x334)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.SiLUActivation -> torch.cosh -> hf.GemmaRMSNorm -> torch.flipud -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)
        self.tripletmarginwithdistanceloss_4 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.siluactivation_0(x)
        x = torch.cosh(x)
        x = self.gemmarmsnorm_2(x)
        x = torch.flipud(x)
        x = self.tripletmarginwithdistanceloss_4(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(171008, 256), torch.randn(171008, 256), torch.randn(171008, 256)]


def get_init_inputs():
    return []
